import type { RegionGroupKey } from '@app/shared/content';
import { RegionGroupPage } from '../../features/blog/components/region-group-page.tsx';
import '../../features/blog/blog.css';

/** The recommended-region pages /kierunki/egzotyczne, /kierunki/bliskie, /kierunki/dalekie (BLOG-03). */
export function regionGroupRoute(group: RegionGroupKey) {
  return {
    Component: function RegionGroupRoute() {
      return <RegionGroupPage group={group} />;
    },
  };
}
