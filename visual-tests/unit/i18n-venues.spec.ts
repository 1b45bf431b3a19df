import { expect, test } from '@playwright/test';
import { readBibliography } from '../../tooling/content/bib/bibtex';
import { siteWords } from '../../tooling/content/words/messages';
import type { ContentModules } from '../../tooling/content/checks/validateContent';

/*
 * A venue the .bib's type gives words to ("Master's thesis", "Report 7", "version 2.1") reads in the site's
 * language, its parts joined as the language joins them, so the cards, the static pages, the CV and the feeds
 * (which all show the venue the build wrote) carry no English.
 */
const bib = `
@mastersthesis{msc, title = {A}, author = {Lin, Xiaowen}, school = {Donghu University}, year = 2022}
@phdthesis{phd, title = {B}, author = {Lin, Xiaowen}, school = {Donghu University}, year = 2025}
@techreport{tr, title = {C}, author = {Lin, Xiaowen}, institution = {Lab}, number = {7}, year = 2024}
@software{sw, title = {D}, author = {Lin, Xiaowen}, publisher = {Zenodo}, version = {2.1}, year = 2024}
@patent{pat, title = {E}, author = {Lin, Xiaowen}, number = {123}, holder = {Acme}, year = 2023}
@inproceedings{conf, title = {F}, author = {Lin, Xiaowen}, booktitle = {CHI}, address = {Hamburg}, year = 2023}
`;

const venues = (locale?: string) => {
  const modules = (locale ? { 'profile.ts': { profile: { site: { locale } } } } : {}) as ContentModules;
  const { publications } = readBibliography(bib, 'publications.bib', [], locale ? siteWords({ modules }) : undefined);
  return Object.fromEntries(publications.map((p) => [p.id, p.venue]));
};

test('a venue’s words and joins follow the site’s language; English is as before', () => {
  expect(venues()).toEqual({
    msc: 'Master’s thesis, Donghu University',
    phd: 'PhD thesis, Donghu University',
    tr: 'Lab, Report 7',
    sw: 'Zenodo, version 2.1',
    pat: 'Patent 123, Acme',
    conf: 'CHI, Hamburg',
  });
  expect(venues('zh-CN')).toEqual({
    msc: '硕士学位论文，Donghu University',
    phd: '博士学位论文，Donghu University',
    tr: 'Lab，报告 7',
    sw: 'Zenodo，版本 2.1',
    pat: '专利 123，Acme',
    conf: 'CHI，Hamburg',
  });
  expect(venues('ar-EG')).toMatchObject({ msc: 'رسالة ماجستير، Donghu University', tr: 'Lab، تقرير 7' });
  expect(venues('de')).toMatchObject({ phd: 'Dissertation, Donghu University', sw: 'Zenodo, Version 2.1' });
  expect(venues('pt-BR')).toMatchObject({ msc: 'Dissertação de mestrado, Donghu University' });
  expect(venues('es')).toMatchObject({ tr: 'Lab, Informe 7', pat: 'Patente 123, Acme' });
});
