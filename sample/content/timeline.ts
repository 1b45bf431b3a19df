import type { TimelineEntry } from '../../src/content/types';

/*
 * Sample CV entries for a fictional researcher: replace with your own.
 * Each list is shown in the order written (put the newest first); leave out one you
 * have nothing for. `sectionTitles` renames a heading: the sample's awards include its guest talks.
 * Logos (optional) live in public/images/logos/; a logo next to a subtitle that
 * names its organisation is drawn as decoration.
 */

export const education: TimelineEntry[] = [
  {
    id: 'phd-nordhavn',
    date: '2022-09',
    current: true,
    logo: 'images/logos/nordhavn-university.svg',
    logoAlt: 'Nordhavn University',
    title: 'PhD in Human–Robot Interaction',
    subtitle: 'Interactive Robotics Lab, Nordhavn University',
    text: 'Thesis: “Saying It Before Doing It — Legibility, Explanation and Trust in Shared Human–Robot Workspaces”. Advised by Prof. Henrik Dahl. Field studies in care homes and warehouses, lab experiments with a gaze-aware robot arm.',
  },
  {
    id: 'msc-tallberg',
    date: '2020-09',
    endDate: '2022-06',
    logo: 'images/logos/tallberg-tech.svg',
    logoAlt: 'Tallberg Institute of Technology',
    title: 'MSc in Interaction Design',
    subtitle: 'Tallberg Institute of Technology',
    text: 'Graduated with distinction. Thesis on projected floor cues that let warehouse workers read where a mobile robot is heading; the follow-up study became the CHI ’24 paper.',
    posterLink: 'files/posters/lindqvist-msc-thesis-poster.pdf',
  },
  {
    id: 'bsc-tallberg',
    date: '2017-09',
    endDate: '2020-06',
    logo: 'images/logos/tallberg-tech.svg',
    logoAlt: 'Tallberg Institute of Technology',
    title: 'BSc in Cognitive Science',
    subtitle: 'Tallberg Institute of Technology',
    text: 'Minor in computer science. Bachelor project on how people attribute intentions to simple moving agents.',
  },
];

export const experience: TimelineEntry[] = [
  {
    id: 'doctoral-researcher-irl',
    date: '2022-09',
    current: true,
    logo: 'images/logos/interactive-robotics-lab.svg',
    logoAlt: 'Interactive Robotics Lab',
    title: 'Doctoral Researcher and Teaching Assistant',
    subtitle: 'Interactive Robotics Lab, Nordhavn University',
    text: 'Runs the lab’s shared-workspace studies and co-supervises four MSc theses. Teaching assistant for “Human–Robot Interaction” and “Research Methods in HCI” (about 120 students a year).',
  },
  {
    id: 'visiting-westbrook',
    date: '2025-03',
    endDate: '2025-06',
    logo: 'images/logos/westbrook-university.svg',
    logoAlt: 'Westbrook University',
    title: 'Visiting Researcher',
    subtitle: 'Human-Centred Autonomy Group, Westbrook University',
    text: 'Three-month research visit. Designed and ran the explanation-timing experiment (n = 96) behind the HRI ’26 late-breaking report on trust repair.',
  },
  {
    id: 'intern-kestrel',
    date: '2024-06',
    endDate: '2024-09',
    logo: 'images/logos/kestrel-robotics.svg',
    logoAlt: 'Kestrel Robotics',
    title: 'Research Intern, Human Factors',
    subtitle: 'Kestrel Robotics',
    text: 'Field study with 38 warehouse workers on how teams share aisles with autonomous mobile robots; prototyped intent lights now shipping on the company’s fleet.',
  },
  {
    id: 'ra-tallberg',
    date: '2021-01',
    endDate: '2022-06',
    logo: 'images/logos/tallberg-tech.svg',
    logoAlt: 'Tallberg Institute of Technology',
    title: 'Research Assistant',
    subtitle: 'Social Robotics Group, Tallberg Institute of Technology',
    text: 'Built Wizard-of-Oz tooling for a social robot in a museum and coded 40 hours of visitor interaction video.',
  },
];

export const sectionTitles = { awardsAndTalks: 'Awards and Guest Talks' };

export const awardsAndTalks: TimelineEntry[] = [
  {
    id: 'talk-nordic-summer-school',
    date: '2025-08',
    logo: 'images/logos/nordic-hri-summer-school.svg',
    logoAlt: 'Nordic HRI Summer School',
    title: 'Invited Talk: “When Robots Explain Themselves”',
    subtitle: 'Nordic HRI Summer School 2025',
    text: 'Tutorial talk and hands-on session for 60 doctoral students on designing and evaluating robot explanations.',
  },
  {
    id: 'talk-kestrel-forum',
    date: '2024-11',
    logo: 'images/logos/kestrel-robotics.svg',
    logoAlt: 'Kestrel Robotics',
    title: 'Guest Talk: “Reading Robots on the Warehouse Floor”',
    subtitle: 'Kestrel Robotics Engineering Forum',
    text: 'Findings of the summer field study presented to the company’s robotics and safety engineers.',
  },
  {
    id: 'chi24-honourable-mention',
    date: '2024-05',
    logo: 'images/logos/award.svg',
    logoAlt: 'Award ribbon',
    title: 'Honourable Mention Award, CHI ’24',
    text: 'For “Show, Then Move: Projected Intent Cues and Trust Calibration in Human–Robot Collaboration” — top 5% of submissions.',
  },
  {
    id: 'hri23-lbr-award',
    date: '2023-03',
    logo: 'images/logos/award.svg',
    logoAlt: 'Award ribbon',
    title: 'Best Paper Nominee, HRI ’23',
    text: 'For “Where Is It Looking? Robot Gaze Cues for Object Handovers in Shared Workspaces”, shown as a talk and a poster.',
    posterLink: 'files/posters/lindqvist-hri23-gaze-handover-poster.pdf',
  },
  {
    id: 'nordhavn-travel-grant',
    date: '2023-02',
    logo: 'images/logos/nordhavn-university.svg',
    logoAlt: 'Nordhavn University',
    title: 'Doctoral Travel Grant',
    subtitle: 'Nordhavn University Research Foundation',
    text: 'Competitive grant funding conference travel and the research visit to Westbrook University.',
  },
];
