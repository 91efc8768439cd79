import { useNavigation } from 'react-router-dom';

/** A thin bar while the next page's code or data loads, so a click never feels ignored. */
export function NavigationProgress() {
  const { state } = useNavigation();
  return state === 'idle' ? null : <div className="navigation-progress" aria-hidden="true" />;
}
