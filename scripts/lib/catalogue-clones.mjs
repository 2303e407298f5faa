// Grows the seeded demo catalogue to a given size, for the benchmark and the load test: clones of the
// seeded products (names and slugs numbered, prices varied, each with its model's first image and,
// when its model comes in sizes, the same options and one size row per model's size).

/** Runs `task` over `items`, at most `limit` at a time. */
export async function mapLimit(items, limit, task) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** A JSON call to PocketBase; throws with the answer on an error status. */
export async function api(base, path, { method = 'GET', token, body, form } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(form ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: token } : {}) },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return text ? JSON.parse(text) : null
}

const RELATIONS = ['category', 'materials', 'stones', 'colors', 'stone_properties', 'chakras', 'astrological_signs']

/** Clones the seeded products until there are `target`, each clone with its model's first image. */
export async function cloneProducts(base, superuser, target) {
  const { token } = await api(base, '/api/collections/_superusers/auth-with-password', {
    method: 'POST',
    body: { identity: superuser.email, password: superuser.password },
  })
  await api(base, '/api/settings', { method: 'PATCH', token, body: { rateLimits: { enabled: false } } })
  const models = (await api(base, '/api/collections/products/records?perPage=500&sort=created', { token })).items
  const images = new Map()
  for (const model of models) {
    const file = Array.isArray(model.image) ? model.image[0] : model.image
    if (!file) continue
    const response = await fetch(`${base}/api/files/products/${model.id}/${encodeURIComponent(file)}`)
    images.set(model.id, { name: file.replace(/_[a-z0-9]{10}(\.\w+)$/i, '$1'), data: new Uint8Array(await response.arrayBuffer()) })
  }
  // The models' sizes (docs/adr/0104), copied onto their clones: the catalogue measured has sizes.
  const sizes = new Map()
  for (let page = 1; ; page += 1) {
    const found = await api(base, `/api/collections/product_variants/records?perPage=500&page=${page}&sort=position`, { token })
    for (const size of found.items) sizes.set(size.product, [...(sizes.get(size.product) ?? []), size])
    if (page >= found.totalPages) break
  }
  const count = target - models.length
  const started = Date.now()
  await mapLimit(
    Array.from({ length: Math.max(0, count) }, (_, i) => i),
    8,
    async (i) => {
      const model = models[i % models.length]
      const serial = Math.floor(i / models.length) + 2
      const form = new FormData()
      form.set('name', `${model.name} n°${serial}`)
      form.set('slug', `${model.slug}-${serial}`)
      form.set('description', model.description ?? '')
      form.set('price', String(Math.round(model.price * (0.9 + ((i * 37) % 21) / 100) * 100) / 100))
      form.set('price_pro', String(model.price_pro ?? 0))
      form.set('stock', String((i * 7) % 25))
      form.set('is_unique', String(Boolean(model.is_unique)))
      form.set('exclusive', String(Boolean(model.exclusive)))
      if (Array.isArray(model.options) && model.options.length > 0) form.set('options', JSON.stringify(model.options))
      for (const field of RELATIONS) for (const id of model[field] ?? []) form.append(field, id)
      const image = images.get(model.id)
      if (image) form.append('image', new Blob([image.data], { type: 'image/jpeg' }), image.name)
      const clone = await api(base, '/api/collections/products/records', { method: 'POST', token, form })
      for (const size of sizes.get(model.id) ?? []) {
        const { option1, option2, price, price_pro, position } = size
        const stock = (i * 7 + position * 3) % 6
        const body = { product: clone.id, option1, option2, price, price_pro, position, stock }
        await api(base, '/api/collections/product_variants/records', { method: 'POST', token, body })
      }
    },
  )
  const total = (await api(base, '/api/collections/products/records?perPage=1', { token })).totalItems
  return { total, clonedIn: Date.now() - started }
}
