import { useParams } from 'react-router-dom';
import { CategoryPage } from '../../features/blog/components/category-page.tsx';
import '../../features/blog/blog.css';

/** A blog category's page, /poradnik/kategoria/<slug>: its articles only (BLOG-02). */
export function CategoryRoute() {
  const { slug = '' } = useParams();
  return <CategoryPage key={slug} slug={slug} />;
}
