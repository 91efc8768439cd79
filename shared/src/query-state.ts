/**
 * The element of a prerendered page that carries react-query's cache from the build into the
 * browser: written by scripts/src/prerender, read by frontend/src/main.tsx. A module of its own so
 * the entry imports nothing else with it.
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
