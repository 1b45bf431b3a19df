import { expect, test } from '@playwright/test';
import { fixture, migrateInto } from '../support/migrateRun';

/*
 * A HugoBlox poster bundle with no cite.bib of its own (a real ecologist's posters): its `authors` list
 * names the owner by Hugo's id `admin`, writes the others family name first with initials (`Torres JA`),
 * one with a trailing comma, one already `Family, I`. None of that may reach the page as a name: not "admin", not "E." as a surname.
 */
test('Hugo front-matter authors: admin is the owner, initials after the family name are initials', async () => {
  const run = await migrateInto(fixture('hugo-posters'));
  expect(run.read('content/publications.bib')).toBe(`@misc{vicunas,
  title = {Vigilance of vicuñas in open and shrubby puna},
  author = {Rosa Quispe and Mamani, E. and Torres, J. A. and Didier, K},
  howpublished = {Andean Ecology Meeting, Salta},
  year = {2008},
  month = {1}
}
`);
});
