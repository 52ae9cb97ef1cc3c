export {
  type ApplicationFields,
  type ApplicationOptions,
  applicationFieldNames,
  applicationFields,
  applicationLimits,
  applicationMeasurementFields,
  Photo,
  photoFields,
} from './applicationFields'
export { ContactFields, contactFieldNames, contactLimits, honeypotField } from './contactFields'
export { isEmail } from './email'
export {
  FavoriteChoice,
  FavoritesFields,
  favoritesFieldNames,
  favoritesLimits,
  parseSelection,
} from './favoritesFields'
export { dropEmpty, fieldErrors, isFile } from './fieldErrors'
export type { ApplicationValues, ContactValues, FormValues } from './formValues'
export { imageTypeOf, isHeif, namedHeif, type PhotoType, photoTypes, safeFileName } from './imageType'
export { languageField, submissionLanguage } from './submissionLanguage'
export { Email, requiredText } from './textFields'
export { isSaneSize, type WholeImage, wholeImage } from './wholeImage'
