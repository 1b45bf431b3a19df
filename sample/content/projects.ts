import type { Project } from '../../src/content/types';

/**
 * Sample projects for a fictional researcher: replace with your own.
 * `currentProjects` fills "Currently working on"; `pastProjects` fills "Past projects",
 * renamed below as the sample's specification has it. Each list shows in the order given.
 * Leave out a list you have nothing for.
 */
export const currentProjects: Project[] = [
  {
    id: 'intent-projection',
    title: 'Projected Intent for Shared Workbenches',
    description:
      'A robot arm that projects its next reach onto the table before it moves, so the person beside it can plan around it. I am testing how far ahead the cue should appear and whether it changes how much people rely on the robot.',
    details: 'Interactive Robotics Lab · PhD thesis study 3',
    date: '2025-09',
    image: 'images/projects/intent-projection.svg',
    hoverImage: 'images/projects/intent-projection-hover.svg',
    alt: 'A robot arm projecting a glowing arrow onto a workbench next to a person’s hands',
    slideLink: 'https://example.org/slides/intent-projection-lab-talk',
    home: true,
  },
  {
    id: 'explanation-timing',
    title: 'When Should a Robot Explain Itself?',
    description:
      'A series of online and in-person experiments on the timing of robot explanations after a mistake: before the next attempt, right after the failure, or only when asked.',
    details: 'With the Nordhavn Trustworthy Autonomy group',
    date: '2025-03',
    image: 'images/projects/explanation-timing.svg',
    hoverImage: 'images/projects/explanation-timing-hover.svg',
    alt: 'A robot with a speech bubble next to a clock face and a person thinking',
    pdfLink: 'https://example.org/papers/lindqvist-hri26-too-early-too-late.pdf',
    home: true,
  },
  {
    id: 'care-home-checkins',
    title: 'Conversational Check-ins in Care',
    description:
      'Co-designing short spoken check-ins with residents and staff of two care homes, so an assistive robot asks before it helps and remembers how each person prefers to be asked.',
    details: 'Field study with Solgården Care Home · Nordhavn Health Innovation Fund',
    date: '2024-11',
    image: 'images/projects/care-checkins.svg',
    hoverImage: 'images/projects/care-checkins-hover.svg',
    alt: 'An older adult in an armchair talking with a small rounded robot',
    scholarLink: 'https://scholar.google.com/scholar?q=Conversational+Check-ins+by+an+Assistive+Robot+in+a+Care+Home',
    home: true,
  },
];

export const pastProjects: Project[] = [
  {
    id: 'warehouse-fieldwork',
    title: 'Sharing Aisles with Mobile Robots',
    description:
      'Six months of fieldwork in a regional warehouse, observing how pickers and autonomous carts negotiate narrow aisles, and what the workers’ own workarounds reveal about legibility.',
    details: 'Interactive Robotics Lab with Nordlager Logistics',
    date: '2024-06',
    image: 'images/projects/warehouse-aisles.svg',
    hoverImage: 'images/projects/warehouse-aisles-hover.svg',
    alt: 'A mobile robot and a worker with a trolley passing each other between tall shelves',
    pdfLink: 'files/papers/lindqvist-cscw25-shift-work.pdf',
  },
  {
    id: 'talk-legibility-summer-school',
    title: 'Invited talk: Making Robot Motion Readable',
    description:
      'A tutorial lecture on motion legibility for doctoral students: the measures in use, where they disagree, and how to pick one for a study.',
    details: 'Nordic Summer School on Human–Robot Interaction, Aarhus',
    date: '2025-06',
    image: 'images/projects/talk-legibility.svg',
    hoverImage: 'images/projects/talk-legibility-hover.svg',
    alt: 'A speaker at a lectern beside a screen showing curved robot motion paths',
    slideLink: 'https://example.org/slides/summer-school-legibility',
  },
  {
    id: 'gaze-handover',
    title: 'Gaze Cues for Handovers',
    description:
      'My first PhD study: a camera “head” on a robot arm that glances at the object it is about to hand over, and a lab study of whether people notice and use the cue.',
    details: 'Interactive Robotics Lab · PhD thesis study 1',
    date: '2023-03',
    image: 'images/projects/gaze-handover.svg',
    hoverImage: 'images/projects/gaze-handover-hover.svg',
    alt: 'A robot arm with a camera head looking at a cup held between it and a person',
    pdfLink: 'files/papers/lindqvist-hri23-gaze-handover.pdf',
  },
  {
    id: 'talk-trust-workshop',
    title: 'Invited talk: Trust Is Not a Dial',
    description:
      'Keynote for a workshop on trust in autonomous systems, arguing that trust calibration should be designed into the interaction rather than measured after it.',
    details: 'Workshop on Trust in Human–Robot Teams, RO-MAN 2024, Pasadena',
    date: '2024-08',
    image: 'images/projects/talk-trust.svg',
    hoverImage: 'images/projects/talk-trust-hover.svg',
    alt: 'A dial gauge crossed out next to two figures, a person and a robot, shaking hands',
    slideLink: 'https://example.org/slides/roman24-trust-is-not-a-dial',
  },
];

/** Headings in place of the defaults: the sample's past projects include its talks. */
export const sectionTitles = { pastProjects: 'Past projects and Invited Talks' };

/** The lead paragraph under the Projects page heading. */
export const projectsLead =
  'What I am building and testing now, and earlier studies and talks on trust, legibility and explanation in human–robot collaboration.';
