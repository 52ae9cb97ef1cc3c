import type { ComponentType } from 'react'
import { usePageInfo } from '../../lib/i18n/pageInfo'
import { type IslandComponent, type IslandName, islandAttr, type Wake } from './islands'
import './Island.css'

type IslandProps<N extends IslandName> = {
  name: N
  /** The island's component, the very one its loader imports (the types check it). */
  component: IslandComponent<N>
  props: IslandComponent<N> extends ComponentType<infer P> ? P : never
  wake?: Wake
}

/**
 * An island: its component rendered in place at build time, with its props and the page's language and
 * route serialized beside it, so the browser can hydrate it alone, later, when the visitor reaches for it
 * (components/islands/boot.ts). Props must be plain JSON.
 */
export function Island<N extends IslandName>({ name, component, props, wake = {} }: IslandProps<N>) {
  const page = usePageInfo()
  const Component = component as ComponentType<Record<string, unknown>>
  return (
    <div
      className="island"
      {...{
        [islandAttr.name]: name,
        [islandAttr.props]: JSON.stringify({ props, page }),
        [islandAttr.wake]: JSON.stringify(wake),
      }}
    >
      <Component {...(props as Record<string, unknown>)} />
    </div>
  )
}
