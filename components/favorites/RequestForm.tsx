import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { plainRequestMarks, sharedQuery } from '../../lib/favorites/sharedRequest'
import { FavoritesFields, favoritesLimits, honeypotField } from '../../lib/forms'
import { apiPaths } from '../../lib/http/api'
import { useLocale, useT } from '../../lib/i18n/useT'
import { urlFor } from '../../lib/routes'
import { site } from '../../lib/site'
import type { FavoriteTalent } from '../../lib/state/favorites'
import { displayName } from '../../lib/text/displayName'
import { SubmissionForm } from '../forms/SubmissionForm'
import { EmailField, TextField } from '../forms/TextField'
import { useSubmission } from '../forms/useSubmission'
import { validationErrors } from '../forms/validationErrors'
import { CoverImage } from '../roster/CoverImage'
import { WhatsAppLink } from '../shell/WhatsAppLink'
import '../forms/Forms.css'

type RequestValues = {
  name?: string
  email?: string
  phone?: string
  company?: string
  dates?: string
  city?: string
  usage?: string
  budget?: string
  message?: string
  [honeypotField]?: string
}

/** The selection as the request carries it: ids and names (the real clients' `favorites` JSON). */
const choicesOf = (talents: readonly FavoriteTalent[]) => talents.map(({ id, name }) => ({ id, name }))

/**
 * "Request these models": the visitor's details and the selected talents, listed with their
 * photos, posted to `POST /api/favorites` with the selection as JSON. Validated with the Worker's struct
 * (lib/forms/favoritesFields); success, failure and retry as the contact form's. The selection is the
 * page's (own list, shared link), never changed by sending, and typed values are kept on a failure.
 * `plain`: the form of the HTML before the island runs, hidden, with an empty list of cards and an empty
 * hidden `favorites` field, which the Worker fills for a shared link (functions/favoritesPage.ts) so the
 * browser posts it with no script. `whatsapp`: the agency's number, for the selection's link on WhatsApp
 * (its message holds the selection's shareable link: the Worker writes it in the plain form's).
 */
export function RequestForm({
  talents,
  plain = false,
  whatsapp = null,
}: {
  talents: readonly FavoriteTalent[]
  plain?: boolean
  whatsapp?: string | null
}) {
  const t = useT()
  const locale = useLocale()
  // The selection's shareable link, on the address the page was opened at (as the share box's).
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(location.origin), [])
  const shareable = `${origin}${urlFor({ screen: 'favorites' }, locale)}${sharedQuery(talents.map((x) => x.id))}`
  const headingId = useId()
  const talentsRef = useRef(talents)
  talentsRef.current = talents
  const submission = useSubmission<RequestValues>({
    url: apiPaths.favorites,
    extra: () => ({ favorites: JSON.stringify(choicesOf(talentsRef.current)) }),
  })
  // Stable, reading the selection at validation time: a selection that changes (the live roster arriving)
  // re-renders the list, never the form's configuration.
  const validate = useCallback(
    (values: RequestValues) =>
      validationErrors(FavoritesFields, { ...values, favorites: choicesOf(talentsRef.current) }),
    [],
  )
  const optional = (label: string) => `${label} (${t('forms.optional')})`
  return (
    <section
      className="favorites__section favorites__request"
      aria-labelledby={headingId}
      hidden={plain || undefined}
      {...(plain ? { [plainRequestMarks.section]: '' } : {})}
    >
      <h2 id={headingId} className="favorites__heading">
        {t('favorites.request.title')}
      </h2>
      <p className="favorites__intro">{t('favorites.request.intro')}</p>
      <h3 className="favorites__subheading">{t('favorites.request.selection')}</h3>
      {plain ? (
        <>
          <ul className="roster__grid" {...{ [plainRequestMarks.cards]: '' }} />
          <p className="favorites__note" hidden {...{ [plainRequestMarks.missing]: '' }} />
        </>
      ) : (
        <ul className="favorites__selection">
          {talents.map((talent) => (
            <li key={talent.id} className="favorites__chosen">
              <CoverImage className="favorites__chosen-image" src={talent.cover} sizes="64px" />
              <span>{displayName(talent.name)}</span>
            </li>
          ))}
        </ul>
      )}
      {whatsapp && (plain || origin) && (
        <p className="favorites__whatsapp">
          <WhatsAppLink
            number={whatsapp}
            // The plain form's link gets its message from the Worker, with the shared link's address.
            text={t('whatsapp.selectionText', { site: site.name, url: plain ? '' : shareable })}
            label={t('whatsapp.selection')}
            {...(plain ? { [plainRequestMarks.whatsapp]: '' } : {})}
          />{' '}
          <span>{t('whatsapp.or')}</span>
        </p>
      )}
      <SubmissionForm<RequestValues> name="request" submission={submission} validate={validate}>
        {plain && (
          <input type="hidden" name="favorites" value="" {...{ [plainRequestMarks.selection]: '' }} />
        )}
        <TextField
          form="request"
          name="name"
          label={t('favorites.request.name')}
          autoComplete="name"
          maxLength={favoritesLimits.name}
        />
        <EmailField form="request" label={t('favorites.request.email')} />
        <TextField
          form="request"
          name="phone"
          label={t('favorites.request.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        {/* The job brief (issue 40): optional, delivered with the request (functions/routes/favorites). */}
        <fieldset className="form-brief">
          <legend className="form-label">
            {t('favorites.request.brief')} <span className="form-optional">({t('forms.optional')})</span>
          </legend>
          <p className="form-hint">{t('favorites.request.briefIntro')}</p>
          <TextField
            form="request"
            name="company"
            label={optional(t('favorites.request.company'))}
            autoComplete="organization"
            maxLength={favoritesLimits.company}
            required={false}
          />
          <TextField
            form="request"
            name="dates"
            label={optional(t('favorites.request.dates'))}
            placeholder={t('favorites.request.datesPlaceholder')}
            maxLength={favoritesLimits.dates}
            required={false}
          />
          <TextField
            form="request"
            name="city"
            label={optional(t('favorites.request.city'))}
            placeholder={t('favorites.request.cityPlaceholder')}
            autoComplete="address-level2"
            maxLength={favoritesLimits.city}
            required={false}
          />
          <TextField
            form="request"
            name="usage"
            label={optional(t('favorites.request.usage'))}
            placeholder={t('favorites.request.usagePlaceholder')}
            maxLength={favoritesLimits.usage}
            required={false}
          />
          <TextField
            form="request"
            name="budget"
            label={optional(t('favorites.request.budget'))}
            placeholder={t('favorites.request.budgetPlaceholder')}
            maxLength={favoritesLimits.budget}
            required={false}
          />
        </fieldset>
        <TextField
          form="request"
          name="message"
          label={t('favorites.request.message')}
          multiline
          placeholder={t('favorites.request.messagePlaceholder')}
          maxLength={favoritesLimits.message}
        />
      </SubmissionForm>
    </section>
  )
}
