import type { Slide } from '../types.ts'
import { ORIGIN } from './ORIGIN.ts'

const image = (id: number, description: string | null): Slide => ({
  id,
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
    image(11, 'Verão 2025'),
    {
      id: 12,
      type: 'video',
      description: null,
      url: { desktop: 'uploads/videos/prehome.mp4', mobile: 'uploads/videos/prehome-mobile.mp4' },
      video_id: null,
      video_provider: null,
    },
  ],
  slides: [image(21, 'A agência'), image(22, 'Os nossos talentos'), image(23, null)],
})

export const socialMedia = { instagram: { link: 'https://www.instagram.com/demo.model.agency/' } }
