export {
  type ApplicationFields,
  type ApplicationOptions,
  applicationFieldNames,
  applicationFields,
  applicationLimits,
  applicationMeasurementFields,
  consentFields,
  consentValue,
  Photo,
  photoFields,
} from './applicationFields'
export { ContactFields, contactFieldNames, contactLimits, honeypotField } from './contactFields'
export { isEmail } from './email'
export {
  type BriefField,
  briefFieldNames,
  FavoriteChoice,
  FavoritesFields,
  favoritesFieldNames,
  favoritesLimits,
  parseSelection,
} from './favoritesFields'
export { dropEmpty, fieldErrors, isFile } from './fieldErrors'
export type { ApplicationValues, ContactValues, FormValues } from './formValues'
export { imageTypeOf, isHeif, namedHeif, type PhotoType, photoTypes, safeFileName } from './imageType'
export { isMinor } from './isMinor'
export { languageField, submissionLanguage } from './submissionLanguage'
export { Email, requiredText } from './textFields'
export { isSaneSize, type WholeImage, wholeImage } from './wholeImage'
