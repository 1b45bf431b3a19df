import type { TimelineEntry } from '../../../../src/content/types';

export const education: TimelineEntry[] = [
  {
    id: 'phd',
    date: '2022-09',
    current: true,
    logo: 'images/logos/nordhavn-university.svg',
    logoAlt: '东湖大学',
    title: '人机交互博士',
    subtitle: '东湖大学 智能交互实验室',
    text: '论文题目：《先说后做：共享空间中机器人的可读性、解释与信任》。导师：陈志远教授。',
  },
  {
    id: 'msc',
    date: '2019-09',
    endDate: '2022-06',
    logo: 'images/logos/tallberg-tech.svg',
    logoAlt: '江城理工学院',
    title: '交互设计硕士',
    subtitle: '江城理工学院',
    text: '以优秀成绩毕业。硕士论文研究仓库中移动机器人的地面投影提示。',
  },
];

export const experience: TimelineEntry[] = [
  {
    id: 'researcher',
    date: '2022-09',
    current: true,
    logo: 'images/logos/interactive-robotics-lab.svg',
    logoAlt: '智能交互实验室',
    title: '博士研究员、助教',
    subtitle: '东湖大学 智能交互实验室',
    text: '负责实验室的人机共享空间研究，协助指导四篇硕士论文；担任《人机交互》课程助教（每年约 120 名学生）。',
  },
  {
    id: 'visiting',
    date: '2025-03',
    endDate: '2025-06',
    logo: 'images/logos/westbrook-university.svg',
    logoAlt: 'Westbrook University',
    title: '访问学者',
    subtitle: 'Human-Centred Autonomy Group, Westbrook University',
    text: '为期三个月的研究访问，设计并完成了解释时机实验（n = 96）。',
  },
];

export const awardsAndTalks: TimelineEntry[] = [
  {
    id: 'chi-award',
    date: '2024-05',
    logo: 'images/logos/award.svg',
    logoAlt: '奖章',
    title: 'CHI ’24 荣誉提名奖',
    text: '论文《先投影，后移动》获评前 5% 投稿。',
  },
  {
    id: 'scholarship',
    date: '2023-10',
    logo: 'images/logos/nordhavn-university.svg',
    logoAlt: '东湖大学',
    title: '博士研究生国家奖学金',
    subtitle: '东湖大学研究生院',
    text: '表彰在学术研究中取得突出成绩的博士生。',
  },
];
