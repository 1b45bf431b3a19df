/** The complete test owner keeps the sample's timeline: what it adds lives in its other files. */
export * from '../../../../sample/content/timeline';
