// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { RosterEmpty, RosterItem, RosterSearchLine } from '../../components/roster/RosterParts'
import { Seo } from '../../components/shell/Seo'
import { PageInfoContext } from '../../lib/i18n/pageInfo'
import { useLocale, useT } from '../../lib/i18n/useT'
import { templateTalent } from '../../lib/roster/cardTemplate'
import { queryMark, searchLineKeys } from '../../lib/roster/rosterCards'
import type { Data } from './+data'

/**
 * Not a page for visitors: every part the Worker puts into a filtered roster page (functions/rosterPage.ts),
 * rendered by the roster's own components, each in a `<template data-part>`. The build turns this page into
 * the language's cards file and removes it (scripts/rosterCardsFile.ts).
 */
export default function Page() {
  const { talents } = useData<Data>()
  const t = useT()
  const locale = useLocale()
  return (
    <>
      <Seo title={t('seo.sections.models')} description="" noindex />
      {talents.map((talent) => (
        <template key={talent.id} data-part={`card:${talent.id}`}>
          <RosterItem talent={talent} />
        </template>
      ))}
      {searchLineKeys.map((key) => {
        const category = key === 'all' ? null : key
        // On its roster's route, as on the page it goes into (the clear link is that page's: aria-current).
        return (
          <PageInfoContext key={key} value={{ locale, route: { screen: 'roster', category } }}>
            <template data-part={`search:${key}`}>
              <RosterSearchLine q={queryMark} category={category} />
            </template>
          </PageInfoContext>
        )
      })}
      <template data-part="template">
        <RosterItem talent={templateTalent} />
      </template>
      <template data-part="empty">
        <RosterEmpty />
      </template>
    </>
  )
}
