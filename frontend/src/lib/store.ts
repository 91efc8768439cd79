import { createStore } from 'jotai';

/**
 * The one jotai store of the app. Code outside React (the API client, route loaders) reads the
 * current locale from it; the provider hands the same store to components.
 */
export const appStore = createStore();
