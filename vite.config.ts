import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { paymentFunctionDevServer } from './functions/vite-adapter.ts'

// The payment function is mounted on the dev server (and `vite preview`) under the same origin,
// so `VITE_API_URL` can stay empty locally.
export default defineConfig({
  plugins: [react(), tailwindcss(), paymentFunctionDevServer()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: 'localhost', port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
})
