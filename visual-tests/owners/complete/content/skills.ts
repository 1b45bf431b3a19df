import type { SkillGroup } from '../../../../src/content/types';

/** Sample skills for a fictional researcher: replace with your own. */
export const skills: SkillGroup[] = [
  {
    id: 'research-methods',
    title: 'Research methods',
    skills: [
      'Controlled lab experiments',
      'Field studies and observation',
      'Wizard-of-Oz studies',
      'Semi-structured interviews',
      'Thematic analysis',
      'Mixed-effects and Bayesian models',
    ],
  },
  {
    id: 'robotics',
    title: 'Robotics',
    skills: ['ROS 2', 'MoveIt', 'Franka Panda and UR5e arms', 'Motion legibility planning', 'Projection mapping'],
  },
  {
    id: 'programming',
    title: 'Programming and data',
    skills: ['Python', 'C++', 'TypeScript', 'R', 'Jupyter', 'Git'],
  },
  {
    id: 'design',
    title: 'Design and prototyping',
    skills: ['Figma', 'Unity', 'Arduino', '3D printing', 'Video prototyping'],
  },
  {
    id: 'languages',
    title: 'Languages',
    skills: ['Swedish (native)', 'English (fluent)', 'Finnish (intermediate)', 'German (basic)'],
  },
];
