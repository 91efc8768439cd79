import { LOCALES } from '@app/shared/locale';
import { loadMessages } from '../lib/intl/load-messages.ts';

// The app fetches English and German when chosen. Tests switch language mid-render and expect the
// new texts at once, as a visitor sees them once the catalogue has arrived; so every test file
// starts with all catalogues at hand (intl-provider.test.tsx covers the moment before).
await Promise.all(LOCALES.map(loadMessages));
