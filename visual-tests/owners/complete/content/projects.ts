/** The complete test owner keeps the sample's projects: what it adds lives in its other files. */
export * from '../../../../sample/content/projects';
