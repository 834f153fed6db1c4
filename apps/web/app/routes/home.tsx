import type { CategoriesResponse } from '@atelier/contract/catalogue';
import type { z } from 'zod';
import { apiJson } from '~/lib/api.server';
import type { Route } from './+types/home';

export function meta() {
  return [
    { title: 'Atelier | Modern clothing and accessories' },
    { name: 'description', content: 'Considered clothing and accessories for women and men, with free UK delivery and free returns.' },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { categories } = await apiJson<z.infer<typeof CategoriesResponse>>(context, '/api/category/categories');
  return { categories };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Atelier</h1>
      <ul>
        {loaderData.categories.map((c) => (
          <li key={c.slug}>
            <a href={`/product-list?category=${c.slug}`}>
              {c.name} ({c.items})
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
