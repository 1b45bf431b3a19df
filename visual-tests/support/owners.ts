/**
 * The complete test owner's site (owners/complete: every kind, every optional field), served by the
 * suite beside the sample (playwright.config.ts) on the next port.
 */
export const completeBaseURL = `http://localhost:${Number(process.env.PORT ?? 4173) + 1}/`;

/** The template's sample, which has the template's own tools (the design-token gallery). */
export const sampleBaseURL = `http://localhost:${Number(process.env.PORT ?? 4173)}/`;
