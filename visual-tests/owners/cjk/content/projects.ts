import type { Project } from '../../../../src/content/types';

export const currentProjects: Project[] = [
  {
    id: 'projected-intent',
    title: '投影意图提示',
    description:
      '让机械臂在动作之前把下一步的路径投影到桌面上，测试提示提前多久出现最合适，以及它是否改变人们对机器人的依赖程度。',
    details: '智能交互实验室 · 博士论文研究三',
    date: '2025-09',
    image: 'images/projects/intent-projection.svg',
    hoverImage: 'images/projects/intent-projection-hover.svg',
    alt: '机械臂在工作台上投影出发光的箭头',
    home: true,
  },
  {
    id: 'care-home-checkins',
    title: '养老院中的对话式确认',
    description: '与两家养老院的老人和护理人员共同设计简短的语音确认，让辅助机器人在帮忙之前先询问。',
    details: '与 Sunrise Care Home 合作的实地研究',
    date: '2024-11',
    image: 'images/projects/care-checkins.svg',
    hoverImage: 'images/projects/care-checkins-hover.svg',
    alt: '坐在扶手椅上的老人与一个圆形小机器人交谈',
    home: true,
  },
];

export const pastProjects: Project[] = [
  {
    id: 'gaze-handover',
    title: '递物时的注视提示',
    description: '我的第一项博士研究：机械臂在递出物体前先“看”向它，实验室研究检验人们是否注意并利用这一提示。',
    details: '智能交互实验室 · 博士论文研究一',
    date: '2023-03',
    image: 'images/projects/gaze-handover.svg',
    hoverImage: 'images/projects/gaze-handover-hover.svg',
    alt: '带摄像头的机械臂注视着人与它之间的杯子',
  },
  {
    id: 'talk-summer-school',
    title: '特邀报告：让机器人的动作可读',
    description: '为博士生开设的动作可读性（legibility）教程：常用指标、分歧之处以及如何为研究选择指标。',
    details: 'HRI Summer School 2025，新加坡',
    date: '2025-06',
    image: 'images/projects/talk-legibility.svg',
    hoverImage: 'images/projects/talk-legibility-hover.svg',
    alt: '讲台旁的演讲者，屏幕上显示弯曲的运动轨迹',
  },
];
