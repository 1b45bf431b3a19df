/** The complete test owner keeps the sample's skills: what it adds lives in its other files. */
export * from '../../../../sample/content/skills';
