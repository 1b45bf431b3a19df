/**
 * The one script of the pages the app does not run (a publication's own page, the one-page list):
 * inline in their <head>, hashed into their Content-Security-Policy, it applies the theme the
 * visitor chose on the site. Without it they follow the system setting.
 */
import { applyThemeChoice } from './applyThemeChoice';

applyThemeChoice();
