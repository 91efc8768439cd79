import { useParams } from 'react-router-dom';
import { CategoryPage } from '../../features/blog/components/category-page.tsx';
import '../../styles/blog.css';

/** /poradnik/kategoria/<slug> (BLOG-02). */
export function CategoryRoute() {
  const { slug = '' } = useParams();
  return <CategoryPage key={slug} slug={slug} />;
}
