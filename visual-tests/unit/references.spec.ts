import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contentKinds } from '../../src/content/kinds';
import type { Publication } from '../../src/content/types';
import { referenceTargets } from '../../tooling/content/checks/references';
import { formatIssue, validateContent } from '../../tooling/content/checks/validateContent';
import { repoRoot } from '../support/buildOutput';
import { validModules } from '../fixtures/validContent';

/*
 * A key of another kind (a news item's or a talk's paper) is one declared field type, `reference`, checked
 * by the validator for every kind that has one: no kind writes its own check.
 */

const publicDir = path.join(repoRoot, 'visual-tests/fixtures/public');
const publications = [{ id: 'known2025' }, { id: 'other2024' }] as Publication[];

test('every paper key is a declared reference to the publications', () => {
  expect(contentKinds.news.schema.paper).toEqual({ kind: 'reference', to: 'publications', optional: true });
  expect(contentKinds.talks.schema.paper).toEqual({ kind: 'reference', to: 'publications', optional: true });
});

test('a key naming no publication the site shows is an error where it is written, in news and talks alike', () => {
  const modules = {
    ...validModules(),
    'news.ts': {
      news: [
        { date: '2026-01-10', text: 'Accepted!', paper: 'nosuchkey2026' },
        { date: '2026-01-12', text: 'Fine', paper: 'known2025' },
      ],
    },
    'talks.ts': {
      talks: [
        { title: 'P', date: '2024', event: 'E', type: 'contributed', paper: 'hidden2023' },
        { title: 'Q', date: '2024', event: 'E', type: 'contributed', paper: 'other2024' },
      ],
    },
  };
  const references = referenceTargets(modules, publications);
  const issues = validateContent(modules, { publicDir, contentLabel: 'site/content', references }).map(formatIssue);
  expect(issues).toEqual([
    'site/content/news.ts › news[0] › paper: no publication with the citation key "nosuchkey2026" in publications.bib (or it is hidden)',
    'site/content/talks.ts › talks[0] › paper: no publication with the citation key "hidden2023" in publications.bib (or it is hidden)',
  ]);
});

test('every kind’s entry ids are a reference target, from every section', () => {
  const modules = {
    'projects.ts': { currentProjects: [{ id: 'robot-arm' }], pastProjects: [{ id: 'old-bot' }] },
  };
  const targets = referenceTargets(modules, publications);
  expect([...(targets.get('projects') ?? [])]).toEqual(['robot-arm', 'old-bot']);
  expect([...(targets.get('publications') ?? [])]).toEqual(['known2025', 'other2024']);
});
