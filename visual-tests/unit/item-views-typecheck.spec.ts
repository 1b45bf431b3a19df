import { expect, test } from '@playwright/test';
import { srcImport as src, typecheckFixture } from '../support/typecheck';

/*
 * A kind declared with `pages` (kinds.ts) and no view in src/app/itemViews.ts fails the type check, naming the
 * kind: a newcomer's `labs`, declared as people are, checked by tsc against the registry the app uses.
 */

/** The fixture's view registry for the declarations plus `labs`: the app's own, or with a view for labs. */
const fixture = (views: string) => `import { contentKinds, type PageKindOf } from ${src('content/kinds')};
import { itemViews, type ItemViews } from ${src('app/itemViews')};

const kinds = { ...contentKinds, labs: { ...contentKinds.people, file: 'labs.ts' } };
export const views: ItemViews<PageKindOf<typeof kinds>> = ${views};
`;

test.describe('A kind with pages needs its view', () => {
  test.setTimeout(240_000);

  test('declared with `pages` and no view: tsc fails on the registry, naming the kind', async () => {
    const { ok, output } = await typecheckFixture(test.info().outputPath('missing'), fixture('itemViews'));
    expect(ok).toBe(false);
    expect(output).toMatch(/fixture\.ts\(5,14\): error TS2741: Property 'labs' is missing/);
  });

  test('with its view: tsc passes', async () => {
    const given = fixture('{ ...itemViews, labs: itemViews.people }');
    const { ok, output } = await typecheckFixture(test.info().outputPath('given'), given);
    expect(output).toBe('');
    expect(ok).toBe(true);
  });
});
