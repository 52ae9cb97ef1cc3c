import type { AnchorHTMLAttributes } from 'react'
import { whatsappHref } from '../../lib/whatsapp'

type WhatsAppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  /** The agency's number (lib/whatsapp `agencyWhatsApp`). */
  number: string
  /** What WhatsApp types in for the visitor. */
  text: string
  /** The link's words: its accessible name. */
  label: string
}

/**
 * A WhatsApp link (issue 40): a plain `https://wa.me/<number>?text=…` link, no script of WhatsApp's, so it
 * works with and without script; named by its words, the glyph beside them decoration.
 */
export function WhatsAppLink({ number, text, label, className, ...props }: WhatsAppLinkProps) {
  return (
    <a
      {...props}
      className={className ? `whatsapp-link ${className}` : 'whatsapp-link'}
      href={whatsappHref(number, text)}
      rel="noopener noreferrer"
      target="_blank"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm0 16.4a7.4 7.4 0 0 1-3.8-1l-.3-.2-2.7.7.7-2.6-.2-.3A7.4 7.4 0 1 1 12 19.4Z"
          fill="currentColor"
        />
        <path
          d="M16.1 13.9c-.2-.1-1.3-.7-1.5-.7-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6 6 0 0 1-3-2.6c-.2-.4.2-.4.6-1.2.1-.1 0-.3 0-.4l-.7-1.7c-.2-.4-.4-.4-.5-.4h-.4a.8.8 0 0 0-.6.3 2.5 2.5 0 0 0-.8 1.9 4.4 4.4 0 0 0 .9 2.3 10 10 0 0 0 3.8 3.4c1.4.6 2 .6 2.7.5a2.3 2.3 0 0 0 1.5-1.1 1.9 1.9 0 0 0 .1-1.1c0-.1-.2-.2-.4-.3Z"
          fill="currentColor"
        />
      </svg>
      <span>{label}</span>
    </a>
  )
}
