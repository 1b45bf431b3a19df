/** The complete test owner keeps the sample's profile: what it adds lives in its other files. */
export * from '../../../../sample/content/profile';
