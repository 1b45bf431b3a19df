import type { Talk } from '../../../../src/content/types';

/** The complete test owner's talks: every type, one presenting a paper, one with every link. More come from publications.bib. */
export const talks: Talk[] = [
  {
    title: 'Legibility as a Design Material',
    date: '2026-04-22',
    event: 'Robotics Seminar, ETH Zürich',
    location: 'Zürich, Switzerland',
    type: 'invited',
    slides: 'https://example.org/slides/eth26',
    video: 'https://example.org/video/eth26',
    eventLink: 'https://example.org/eth-seminar',
  },
  {
    title: 'Too Early, Too Late: Timing Robot Explanations',
    date: '2026-03-16',
    event: 'HRI ’26',
    location: 'Edinburgh, UK',
    type: 'contributed',
    paper: 'lindqvist2026early',
  },
  {
    title: 'Trust Repair in Practice',
    date: '2025-06-03',
    event: 'Human Factors Colloquium, TU Delft',
    location: 'Online',
    type: 'seminar',
  },
  {
    title: 'Designing Studies with Robots',
    date: '2025-02-11',
    event: 'HCI Summer School',
    location: 'Copenhagen, Denmark',
    type: 'tutorial',
  },
  {
    title: 'Robots at Work: Who Decides?',
    date: '2024-10-01',
    event: 'Future of Work Forum',
    location: 'Stockholm, Sweden',
    type: 'panel',
  },
  {
    title: 'An Introduction to Human–Robot Interaction',
    date: '2024-03-07',
    event: 'Guest lecture, Nordhavn University',
    type: 'lecture',
  },
  {
    title: 'Gaze Cues for Handovers',
    date: '2023-03-14',
    event: 'HRI ’23 Late-Breaking Reports',
    location: 'Stockholm, Sweden',
    type: 'poster',
  },
  { title: 'Lab Open Day Demo', date: '2022-09-30', event: 'Interactive Robotics Lab', type: 'other' },
];

export const sectionTitles = { talks: 'Talks and performances' };
