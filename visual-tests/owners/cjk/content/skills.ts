import type { SkillGroup } from '../../../../src/content/types';

export const skills: SkillGroup[] = [
  {
    id: 'methods',
    title: '研究方法',
    skills: ['实验室对照实验', '实地观察', '绿野仙踪法（Wizard-of-Oz）', '半结构化访谈', '主题分析'],
  },
  {
    id: 'robotics',
    title: '机器人',
    skills: ['ROS 2', 'MoveIt', 'UR5e 机械臂', '投影映射'],
  },
  {
    id: 'languages',
    title: '语言',
    skills: ['中文（母语）', '英语（流利）', '日语（基础）'],
  },
];
