import { expect, test } from '@playwright/test';
import { srcImport as src, typecheckFixture } from '../support/typecheck';

/*
 * A kind declared with `listPage` (kinds.ts) and no list view in src/app/listViews.ts fails the type check,
 * naming the kind; a label that is no word of the catalogue's navigation fails as well. A newcomer's `labs`,
 * declared as people are, checked by tsc against the registry the app's routes use.
 */

/** The fixture: the declarations plus `labs` with its `listPage`, and the view registry for them. */
const fixture = (
  listPage: string,
  views: string,
) => `import { contentKinds, type ContentKind, type ListKindOf } from ${src('content/kinds')};
import { listViews, type ListViews } from ${src('app/listViews')};

const labs = { ...contentKinds.people, file: 'labs.ts', listPage: ${listPage} } as const satisfies ContentKind;
const kinds = { ...contentKinds, labs };
export const views: ListViews<ListKindOf<typeof kinds>> = ${views};
`;

test.describe('A kind with a list page in the navigation needs its view', () => {
  test.setTimeout(240_000);

  test('declared with `listPage` and no view: tsc fails on the registry, naming the kind', async () => {
    const source = fixture(`{ label: 'nav.people' }`, 'listViews');
    const { ok, output } = await typecheckFixture(test.info().outputPath('missing'), source);
    expect(ok).toBe(false);
    expect(output).toMatch(/fixture\.ts\(6,14\): error TS2741: Property 'labs' is missing/);
  });

  test('a label the catalogue has not: tsc fails on the declaration', async () => {
    const source = fixture(`{ label: 'nav.labs' }`, '{ ...listViews, labs: listViews.people }');
    const { ok, output } = await typecheckFixture(test.info().outputPath('label'), source);
    expect(ok).toBe(false);
    expect(output).toMatch(/fixture\.ts\(4,\d+\): error TS2322: Type '"nav\.labs"' is not assignable/);
  });

  test('with its view and a catalogue word: tsc passes', async () => {
    const source = fixture(`{ label: 'nav.people' }`, '{ ...listViews, labs: listViews.people }');
    const { ok, output } = await typecheckFixture(test.info().outputPath('given'), source);
    expect(output).toBe('');
    expect(ok).toBe(true);
  });
});
