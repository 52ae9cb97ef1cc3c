import { useMemo } from 'react'
import { FormSpy } from 'react-final-form'
import { useHydrated } from 'vike-react/useHydrated'
import {
  type ApplicationOptions,
  type ApplicationValues,
  applicationFields,
  applicationLimits,
  applicationMeasurementFields as measurements,
} from '../../lib/forms'
import { maskBirthdate } from '../../lib/forms/birthdate'
import { isMinor } from '../../lib/forms/isMinor'
import { apiPaths } from '../../lib/http/api'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import { CheckboxField } from './CheckboxField'
import { PhotoField } from './PhotoField'
import { RadioGroupField } from './RadioGroupField'
import { SelectField } from './SelectField'
import { SubmissionForm } from './SubmissionForm'
import { EmailField, TextField } from './TextField'
import { useSubmission } from './useSubmission'
import { validationErrors } from './validationErrors'
import './Forms.css'

/** The get-scouted form (spec sections 3 and 5), posted as multipart to `POST /api/get-scouted`. */
export function ApplicationForm({ options }: { options: ApplicationOptions }) {
  const t = useT()
  const hydrated = useHydrated()
  const struct = useMemo(() => applicationFields(options), [options])
  const validate = useMemo(() => (values: ApplicationValues) => validationErrors(struct, values), [struct])
  const submission = useSubmission<ApplicationValues>({ url: apiPaths.getScouted })
  const genders = options.gender.map((value) => ({
    value,
    label:
      value === 'woman' || value === 'man' || value === 'undefined'
        ? t(`forms.beAModel.genders.${value}`)
        : value,
  }))
  return (
    <SubmissionForm<ApplicationValues>
      name="apply"
      multipart
      className="application-form"
      submission={submission}
      validate={validate}
    >
      <p className="form-hint">{t('forms.requiredNote')}</p>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('forms.beAModel.personal')}</legend>
        <TextField
          form="apply"
          name="name"
          label={t('forms.beAModel.name')}
          autoComplete="name"
          maxLength={applicationLimits.name}
        />
        <div className="form-pair">
          <TextField
            form="apply"
            name="phone"
            label={t('forms.beAModel.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('forms.beAModel.phonePlaceholder')}
          />
          <EmailField
            form="apply"
            label={t('forms.beAModel.email')}
            placeholder={t('forms.beAModel.emailPlaceholder')}
          />
        </div>
        <div className="form-pair">
          <RadioGroupField form="apply" name="gender" legend={t('forms.beAModel.gender')} options={genders} />
          <TextField
            form="apply"
            name="birthdate"
            label={t('forms.beAModel.birthdate')}
            inputMode="numeric"
            autoComplete="bday"
            placeholder={t('forms.beAModel.birthdatePlaceholder')}
            maxLength={10}
            parse={maskBirthdate}
          />
        </div>
        <FormSpy<ApplicationValues> subscription={{ values: true }}>
          {({ values }) => (
            <div className="form-guardian" aria-live="polite">
              {isMinor(values.birthdate ?? '', new Date()) && <p>{t('forms.beAModel.guardian')}</p>}
            </div>
          )}
        </FormSpy>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">
          {t('forms.beAModel.measurements')} <span className="form-optional">({t('forms.optional')})</span>
        </legend>
        <div className="form-measurements">
          {measurements.map((name) => (
            <SelectField
              key={name}
              form="apply"
              name={name}
              label={t(`forms.beAModel.${name}`)}
              options={options[name]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('forms.beAModel.photos')}</legend>
        <div className="form-photo-advice" id="apply-photo-advice">
          <p>{t('forms.beAModel.photoAdvice')}</p>
          {/* Without script a photo is sent as chosen, so the page states the limit; the island reduces it. */}
          <p className="form-hint">
            {t(hydrated ? 'forms.beAModel.acceptedFiles' : 'forms.beAModel.acceptedFilesPlain')}
          </p>
        </div>
        <div className="form-photos">
          <PhotoField
            form="apply"
            name="image_1"
            label={t('forms.beAModel.image_1')}
            hintId="apply-photo-advice"
          />
          <PhotoField
            form="apply"
            name="image_2"
            label={t('forms.beAModel.image_2')}
            hintId="apply-photo-advice"
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('privacy.consent.short')}</legend>
        <CheckboxField
          form="apply"
          name="consent"
          label={t('privacy.consent.label', { site: site.name })}
          short={t('privacy.consent.short')}
        />
        {/* Under 18 by the birth date, a guardian consents too (the Worker checks it: lib/forms). With no
            script the page cannot tell, so it shows these to everyone, for under-18s to fill in. */}
        <FormSpy<ApplicationValues> subscription={{ values: true }}>
          {({ values }) =>
            (!hydrated || isMinor(values.birthdate ?? '', new Date())) && (
              <fieldset className="form-guardian-fields" data-guardian="">
                <legend className="form-label">{t('privacy.consent.guardianTitle')}</legend>
                <p className="form-hint">{t('privacy.consent.guardianIntro')}</p>
                <TextField
                  form="apply"
                  name="guardian_name"
                  label={t('privacy.consent.guardianName')}
                  maxLength={applicationLimits.guardianName}
                  required={hydrated}
                />
                <CheckboxField
                  form="apply"
                  name="guardian_consent"
                  label={t('privacy.consent.guardianConsent')}
                  short={t('privacy.consent.guardianShort')}
                  required={hydrated}
                />
              </fieldset>
            )
          }
        </FormSpy>
      </fieldset>
    </SubmissionForm>
  )
}
