import type { NewsItem } from '../../../../src/content/types';

/** The complete test owner's news: 40 items over several years, one upcoming, two citing a paper, one with every special character. */
export const news: NewsItem[] = [
  {
    date: '2030-09-01',
    title: 'Keynote at the Nordic HRI Summer School',
    text: 'I will give a keynote at the *Nordic HRI Summer School*.',
  },
  {
    date: '2026-03-16',
    text: 'Our paper on the timing of robot explanations is out at HRI ’26.',
    paper: 'lindqvist2026early',
  },
  {
    date: '2026-02-02',
    title: 'Escaping <check> & “quotes”',
    text: 'Text with <angle brackets>, an ampersand & a "double" and \'single\' quote, and a CDATA end ]]> in the middle; see [the <lab> & co.](https://example.org/lab?a=1&b=2).',
  },
  { date: '2026-02-02', text: 'A second item on the same day keeps its own anchor.' },
  {
    date: '2025-11-20',
    title: 'Best paper honourable mention',
    text: '*Shift Work with Robots* received an honourable mention at CSCW ’25. Thanks to [Karin Holm](https://example.org/people/holm) and Sofia Marchetti!',
    link: 'https://example.org/cscw25/awards',
    paper: 'lindqvist2025shift',
  },
  { date: '2025-10-11', title: 'Field study', text: "Presented our work on legible motion at the lab's open day." },
  {
    date: '2025-09-13',
    text: 'Started a collaboration with the Care Robotics group on conversational check-ins.',
    link: 'https://example.org/news/1',
  },
  { date: '2025-08-03', text: 'Our workshop proposal on longitudinal HRI was accepted.' },
  {
    date: '2025-07-12',
    title: 'Programme committee',
    text: 'Gave a guest lecture on study design for human–robot interaction.',
  },
  { date: '2025-06-17', text: 'Joined the programme committee of the late-breaking reports track.' },
  {
    date: '2025-05-02',
    text: 'New preprint on crowd navigation with delivery robots.',
    link: 'https://example.org/news/5',
  },
  {
    date: '2025-04-14',
    title: 'Guest lecture',
    text: 'Ran a two-week field study in a warehouse with our industry partner.',
  },
  { date: '2025-01-03', text: 'Reviewed for CHI, HRI and THRI this season.' },
  { date: '2024-12-03', text: 'Visited the Interactive Robotics Lab for a research stay.' },
  {
    date: '2024-09-02',
    title: 'Workshop accepted',
    text: 'Our dataset of human path predictions is now public.',
    link: 'https://example.org/news/9',
  },
  { date: '2024-08-08', text: "Presented our work on legible motion at the lab's open day." },
  { date: '2024-07-19', text: 'Started a collaboration with the Care Robotics group on conversational check-ins.' },
  { date: '2024-04-02', title: 'Research stay', text: 'Our workshop proposal on longitudinal HRI was accepted.' },
  {
    date: '2024-03-02',
    text: 'Gave a guest lecture on study design for human–robot interaction.',
    link: 'https://example.org/news/13',
  },
  { date: '2024-02-10', text: 'Joined the programme committee of the late-breaking reports track.' },
  { date: '2023-11-05', title: 'New preprint', text: 'New preprint on crowd navigation with delivery robots.' },
  { date: '2023-10-19', text: 'Ran a two-week field study in a warehouse with our industry partner.' },
  { date: '2023-08-18', text: 'Reviewed for CHI, HRI and THRI this season.', link: 'https://example.org/news/17' },
  { date: '2023-07-04', title: 'Dataset released', text: 'Visited the Interactive Robotics Lab for a research stay.' },
  { date: '2023-06-12', text: 'Our dataset of human path predictions is now public.' },
  { date: '2023-05-18', text: "Presented our work on legible motion at the lab's open day." },
  {
    date: '2023-04-19',
    title: 'Field study',
    text: 'Started a collaboration with the Care Robotics group on conversational check-ins.',
    link: 'https://example.org/news/21',
  },
  { date: '2023-03-20', text: 'Our workshop proposal on longitudinal HRI was accepted.' },
  { date: '2023-02-16', text: 'Gave a guest lecture on study design for human–robot interaction.' },
  {
    date: '2022-11-25',
    title: 'Programme committee',
    text: 'Joined the programme committee of the late-breaking reports track.',
  },
  {
    date: '2022-09-15',
    text: 'New preprint on crowd navigation with delivery robots.',
    link: 'https://example.org/news/25',
  },
  { date: '2022-06-12', text: 'Ran a two-week field study in a warehouse with our industry partner.' },
  { date: '2022-04-08', title: 'Guest lecture', text: 'Reviewed for CHI, HRI and THRI this season.' },
  { date: '2022-03-23', text: 'Visited the Interactive Robotics Lab for a research stay.' },
  {
    date: '2022-02-03',
    text: 'Our dataset of human path predictions is now public.',
    link: 'https://example.org/news/29',
  },
  {
    date: '2021-12-17',
    title: 'Workshop accepted',
    text: "Presented our work on legible motion at the lab's open day.",
  },
  { date: '2021-09-11', text: 'Started a collaboration with the Care Robotics group on conversational check-ins.' },
  { date: '2021-06-10', text: 'Our workshop proposal on longitudinal HRI was accepted.' },
  {
    date: '2021-05-04',
    title: 'Research stay',
    text: 'Gave a guest lecture on study design for human–robot interaction.',
    link: 'https://example.org/news/33',
  },
  { date: '2021-02-06', text: 'Joined the programme committee of the late-breaking reports track.' },
];

export const newsOnHome = 4;
export const publicationsInFeed = 3;
