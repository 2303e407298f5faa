/**
 * Where the shop's image service answers (docs/adr/0077): Netlify Image CDN's path in production, the
 * same path on `vite` and `vite preview` (build/image-service.ts). The app asks for images there
 * (`imageUrl`, file-url.ts).
 */
export const IMAGE_SERVICE_PATH = '/.netlify/images'
