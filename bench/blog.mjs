// The blog part of the bench: a user's public published posts, read by a guest (one post)
// and by their author (the list).
import { api } from './support.mjs';

/** ~2 000 characters of Markdown, as a real post might be. */
const POST_MARKDOWN = Array.from(
  { length: 8 },
  (_, i) =>
    `## Phần ${i + 1}\n\nHai đứa đi **Đà Lạt** vào mùa dã quỳ, sương mờ phủ kín [hồ Xuân Hương](https://example.com). ` +
    'Buổi sáng uống cà phê, buổi chiều đi dạo quanh những con dốc vàng hoa.\n\n- một\n- hai',
).join('\n\n');

/** 30 public published posts by `author`; returns the first one's id. */
export async function seedBlog(base, author) {
  let postId;
  for (let i = 0; i < 30; i++) {
    const { post } = await api(base, author.token, 'POST', '/api/blog/posts', {
      title: `Bài viết ${i + 1}`,
      content: POST_MARKDOWN,
      tags: ['đà lạt', 'du lịch'],
      category: 'travel',
      privacy: 'public',
      status: 'published',
    });
    postId ??= post.id;
  }
  return postId;
}
