/** Set by vite.config.ts `define`: the year the site was built in. */
declare const __BUILD_YEAR__: number;
