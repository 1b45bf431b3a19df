import path from 'node:path';
import { expect, test } from '@playwright/test';
import { KiB, outDir, repoRoot } from '../support/buildOutput';

/**
 * Which build the budgets read and who answers for them. `npm test` runs them on the sample and on the
 * complete test owner (playwright.config.ts sets `templateBudgets`): there a template budget fails. In the
 * owner's `npm run check` (no metadata) it cannot be fixed from site/, so it is a warning with its figures.
 */
interface BudgetMetadata {
  /** The build folder, relative to the repository; default OUT_DIR, else dist. */
  budgetsOutDir?: string;
  templateBudgets?: boolean;
}

export function budgetTarget() {
  const meta = test.info().project.metadata as BudgetMetadata;
  return {
    dir: meta.budgetsOutDir ? path.resolve(repoRoot, meta.budgetsOutDir) : outDir,
    strict: meta.templateBudgets === true,
  };
}

export const kibText = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** A warning beside the test's result: printed in the list and kept in the report as an annotation. */
export function budgetWarning(description: string) {
  test.info().annotations.push({ type: 'warning', description });
  console.warn(`warning: ${description}`);
}

/** A budget of the template's own files (JavaScript, CSS, fonts): nothing in site/ can fix it. */
export function templateBudget(what: string, value: number, limit: number, detail: string) {
  if (budgetTarget().strict) {
    expect(value, `${what}: ${detail}`).toBeLessThanOrEqual(limit);
    return;
  }
  if (value > limit)
    budgetWarning(
      `${what} is ${kibText(value)}, over the template’s budget of ${kibText(limit)} (${detail}). ` +
        'Nothing in site/ changes it: it is the template’s to fix (please report it); your site still deploys.',
    );
}
