import { expect, test } from '@playwright/test';
import { checkContent } from '../../tooling/content/loadContent';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { problems, site } from '../support/contentSite';

/*
 * Every kind of lists kept as a folder of Markdown files, as al-folio and academicpages keep projects, talks
 * and teaching: the front matter checked by the kind's schema at its line, the body kept in the kind's body
 * field (a project's page, a talk's abstract, a course's description), a body with nowhere to go warned of.
 */

const arm = `---
title: Robot arm that asks
date: 2024-09
description: An arm that asks before it moves.
details: Fixture Lab
---

The arm **asks** first.

- It waits.
- See https://example.org/arm
`;

test.describe('Projects, talks and teaching as folders of Markdown files', () => {
  test('each file is an entry, its id its name without the number that orders it; `section:` picks the section; the body is the declared field', async () => {
    const { issues, modules } = await checkContent(
      site({
        'projects/01-robot-arm.md': arm,
        'projects/02_old-rig.md':
          '---\nsection: pastProjects\ntitle: Old rig\ndate: 2019\ndescription: A rig.\ndetails: Old Lab\n---\n',
        'projects/_index.yaml': 'sectionTitles:\n  pastProjects: Earlier\n',
        'talks/2024-05-hri.md':
          '---\ntitle: On asking\ndate: 2024-05\nevent: HRI Seminar\ntype: invited\n---\n\nWe asked *why*.\n',
        'teaching/hri-101.md':
          '---\ncourse: HRI 101\ninstitution: Fixture University\ndate: 2024-09\n---\n\nRobots and people.\n\n1. Week one\n',
      }),
    );
    expect(issues.filter((i) => i.severity !== 'info').map(formatIssue)).toEqual([]);
    expect(modules['projects.ts']).toEqual({
      sectionTitles: { pastProjects: 'Earlier' },
      currentProjects: [
        {
          title: 'Robot arm that asks',
          date: '2024-09',
          description: 'An arm that asks before it moves.',
          details: 'Fixture Lab',
          body: 'The arm **asks** first.\n\n- It waits.\n- See https://example.org/arm',
          id: 'robot-arm',
        },
      ],
      pastProjects: [{ title: 'Old rig', date: '2019', description: 'A rig.', details: 'Old Lab', id: 'old-rig' }],
    });
    expect(modules['talks.ts']).toEqual({
      talks: [
        {
          title: 'On asking',
          date: '2024-05',
          event: 'HRI Seminar',
          type: 'invited',
          abstract: 'We asked *why*.',
          id: '2024-05-hri',
        },
      ],
    });
    expect(modules['teaching.ts']).toEqual({
      teaching: [
        {
          course: 'HRI 101',
          institution: 'Fixture University',
          date: '2024-09',
          description: 'Robots and people.\n\n1. Week one',
          id: 'hri-101',
        },
      ],
    });
  });

  test('a section the kind has not is an error at its line, naming the sections', async () => {
    expect(
      await problems({
        'projects/robot-arm.md': arm,
        'projects/rig.md': '---\ntitle: Rig\nsection: past\ndate: 2019\ndescription: A rig.\ndetails: Lab\n---\n',
      }),
    ).toEqual([
      'content/projects/rig.md:3 › section: "past" is not a section of the projects (currentProjects or pastProjects; without it, currentProjects)',
    ]);
  });

  test('a body where the kind has no field for one is a warning naming the file at the body’s line', async () => {
    const { issues } = await checkContent(
      site({
        'timeline/2020-msc.md':
          '---\nsection: education\ntitle: MSc\ndate: 2020\ntext: Robotics.\n---\n\nMy thesis was on arms.\n',
      }),
    );
    expect(issues.filter((i) => i.severity !== 'info').map((i) => [i.severity, formatIssue(i)])).toEqual([
      [
        'warning',
        'content/timeline/2020-msc.md:8: this body is not shown: a timeline entry has no field for one (put what it says in the front matter’s fields)',
      ],
    ]);
  });

  test('raw HTML in a talk’s body is refused by name; a wrong field and a bad link are named at their lines', async () => {
    expect(
      await problems({
        'talks/2024-05-hri.md': `---
title: On asking
date: 2024-05
event: HRI Seminar
type: lecturee
---

The abstract, with <iframe src="https://x.org"></iframe> in it.

[Slides](javascript:alert(1)) and [the project](#/projects/robot-arm).
`,
        'teaching/hri.md': '---\ncourse: HRI\ninstitution: Uni\ndate: 2024-13\n---\n<b>Bold</b> claims.\n',
      }),
    ).toEqual([
      'content/talks/2024-05-hri.md:5 › type: "lecturee" is not one of invited, keynote, contributed, seminar, lecture, tutorial, panel, poster, performance, other',
      'content/teaching/hri.md:4 › date: "2024-13" is not a date (use 2025, 2025-03 or 2025-03-14)',
      'content/talks/2024-05-hri.md:8 › abstract: link [javascript:alert(1)]: external link "javascript:alert(1)" must start with https://',
      'content/talks/2024-05-hri.md:8 › abstract: link [#/projects/robot-arm]: no page "/projects/robot-arm" on this site (its pages: /home, /about, /contact)',
      'content/talks/2024-05-hri.md:8 › abstract: not allowed: raw HTML <iframe> (write it in Markdown)',
      'content/teaching/hri.md:6 › description: not allowed: raw HTML <b> (write it in Markdown)',
    ]);
  });

  test('a project with a body has its own page, which a link may name; one without has none', async () => {
    expect(
      await problems({
        'projects/robot-arm.md': arm,
        'projects/rig.md': '---\ntitle: Rig\ndate: 2019\ndescription: A rig.\ndetails: Lab\n---\n',
        'talks.yaml':
          'talks:\n  - { title: A, date: "2025", event: B, type: invited, slides: "#/projects/Robot-Arm" }\n  - { title: C, date: "2025", event: D, type: invited, slides: "#/projects/rig" }\n',
      }),
    ).toEqual([
      'content/talks.yaml:3 › talks[1] › slides: no page "/projects/rig" on this site (its pages: /home, /about, /projects, /contact, /projects/<id> of a project with a body)',
    ]);
  });
});
