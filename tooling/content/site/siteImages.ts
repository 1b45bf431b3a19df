/** File names of the images the build makes, relative to the site root (public/favicon.svg is their source). */
export const siteImages = {
  socialCard: 'social-card.png',
  faviconSvg: 'favicon.svg',
  faviconPng: 'favicon-32.png',
  appleTouch: 'apple-touch-icon.png',
  icon192: 'icon-192.png',
  icon512: 'icon-512.png',
  manifest: 'manifest.webmanifest',
} as const;
