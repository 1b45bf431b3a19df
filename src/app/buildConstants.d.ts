/** Set by vite.config.ts `define`: the year the site was built in. */
declare const __BUILD_YEAR__: number;
/** Set by vite.config.ts `define`: whether the design-token gallery (#/tokens) is part of this build. */
declare const __TOKENS_GALLERY__: boolean;
