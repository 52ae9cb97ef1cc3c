import type { Slide } from '../types.ts'
import { ORIGIN } from './ORIGIN.ts'

const image = (id: number, section: string, description: string | null): Slide => ({
  id,
  section,
  type: 'image',
  description,
  url: {
    desktop: `uploads/slides/${id}/desktop-1920x1080.jpg`,
    mobile: `${ORIGIN}/uploads/slides/${id}/mobile-1080x1920.jpg`,
  },
  video_id: null,
  video_provider: null,
})

export const buildSlides = (): Record<string, Slide[]> => ({
  prehome: [
    image(11, 'prehome', 'Verão 2025'),
    {
      id: 12,
      section: 'prehome',
      type: 'video',
      description: null,
      url: { desktop: 'uploads/videos/prehome.mp4', mobile: 'uploads/videos/prehome-mobile.mp4' },
      video_id: null,
      video_provider: null,
    },
  ],
  slides: [
    image(21, 'slides', 'A agência'),
    image(22, 'slides', 'Os nossos talentos'),
    image(23, 'slides', null),
  ],
})

export const socialMedia = {
  instagram: { link: 'https://www.instagram.com/demo.model.agency/' },
  whatsapp: { link: 'https://wa.me/5511961000000' },
}
