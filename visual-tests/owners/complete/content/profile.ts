import type { Profile } from '../../../../src/content/types';

/** Sample content for a fictional researcher: replace with your own. */
export const profile: Profile = {
  name: 'Maya Lindqvist',
  pronouns: 'she/her',
  role: 'PhD student in Human–Computer and Human–Robot Interaction',
  affiliation: {
    name: 'Interactive Robotics Lab, Nordhavn University',
    href: 'https://example.org/interactive-robotics-lab',
  },
  greeting: 'Hi, I’m Maya.',
  intro: [
    'I am a fourth-year PhD student at the Interactive Robotics Lab, Nordhavn University. I study how people and robots come to trust each other when they share a workspace, and how a robot can explain what it is about to do before it does it.',
    'My work mixes field studies in care homes and warehouses with controlled lab experiments, and I build the prototypes I test: gaze-aware robot arms, projected intent cues and conversational check-ins.',
  ],
  photo: {
    src: 'images/profile/portrait.jpg',
    hoverSrc: 'images/profile/portrait-robot.jpg',
    alt: 'Maya Lindqvist smiling in front of a whiteboard covered in interaction sketches',
  },
  email: 'maya.lindqvist@example.org',
  links: {
    code: 'https://github.com/example-maya',
    network: 'https://www.linkedin.com/in/example-maya',
    scholar: 'https://scholar.google.com/citations?user=EXAMPLE123',
  },
  linkLabels: { code: 'GitHub', network: 'LinkedIn' },
  collaboration:
    'I’m always happy to talk about shared-workspace robotics, study design or a collaboration — drop me a line.',
  site: {
    title: 'Maya Lindqvist — Human–Robot Interaction Researcher',
    description:
      'Maya Lindqvist is a PhD student studying trust, legibility and explanation in human–robot collaboration.',
    url: 'https://example.org/',
    locale: 'en',
  },
};
