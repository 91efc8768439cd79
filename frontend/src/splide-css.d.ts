// @splidejs/react-splide 0.7.12: "exports" maps ./css and ./css/core to .css files, which the
// `*.css` pattern of vite/client does not match by specifier (TS 6 checks side-effect imports).
declare module '@splidejs/react-splide/css';
declare module '@splidejs/react-splide/css/core';
