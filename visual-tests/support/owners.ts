/**
 * The test owners' sites, served by the suite beside the sample (playwright.config.ts) on the next ports:
 * the complete owner (owners/complete: every kind, every optional field), then one per script.
 */
const port = Number(process.env.PORT ?? 4173);

export const completeBaseURL = `http://localhost:${port + 1}/`;

/** The template's sample, which has the template's own tools (the design-token gallery). */
export const sampleBaseURL = `http://localhost:${port}/`;

/** owners/rtl: a site in Arabic (`ar-EG`), right to left. */
export const rtlBaseURL = `http://localhost:${port + 2}/`;

/** owners/cjk: a site in Simplified Chinese (`zh-CN`). */
export const cjkBaseURL = `http://localhost:${port + 3}/`;
