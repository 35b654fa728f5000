/*
 * What an archive holds once. The exporting server writes each row once (its id is a
 * primary key there) and each photo's file for one photo: an upload is shown in one place
 * at most (claims are single-use), and its path names its upload and the date of what
 * shows it. An import reads a file by its path, so a path named twice would become one
 * upload shown in two places (deleting one for good takes the photo from the other), and a
 * row named twice would be written twice or fail at its write. Such an archive was not
 * written by an export: it is refused whole, as INVALID_DATA, naming what repeats.
 */

interface Photo {
  path: string;
  clip?: { path: string } | undefined;
}

interface WithId {
  id: string;
}

/** the parts of data.json (after its schema) that must not repeat */
export interface ArchiveRows {
  memories: readonly (WithId & {
    photos: readonly Photo[];
    comments?: readonly WithId[] | undefined;
    reactions?: readonly { userId: string }[] | undefined;
  })[];
  reminders: readonly WithId[];
  posts: readonly (WithId & { cover: Photo | null; images: readonly Photo[] })[];
  comments: readonly WithId[];
  reactions: readonly { postId: string; userId: string }[];
  letters: readonly (WithId & { photos: readonly Photo[] })[];
  messages: readonly (WithId & {
    photos: readonly Photo[];
    messageReactions: readonly { userId: string }[];
  })[];
  checkins: readonly (WithId & { userId: string; day: string })[];
  listItems: readonly WithId[];
  albums: readonly (WithId & { memoryIds: readonly string[] })[];
}

export interface ArchiveDuplicate {
  path: (string | number)[];
  message: string;
}

/** Every value of the archive that repeats one before it, with where and what it is. */
export function archiveDuplicates(archive: ArchiveRows): ArchiveDuplicate[] {
  const found: ArchiveDuplicate[] = [];
  /** a check of one kind: `seen(key, where, what)` records a repeat of `key` */
  const kind = () => {
    const keys = new Set<string>();
    return (key: string, path: (string | number)[], what: string) => {
      if (keys.has(key)) found.push({ path, message: `${what} appears more than once` });
      else keys.add(key);
    };
  };
  const ids = (rows: readonly WithId[], name: string, what: string) => {
    const seen = kind();
    rows.forEach((row, i) => seen(row.id, [name, i, 'id'], `${what} id ${JSON.stringify(row.id)}`));
  };

  ids(archive.memories, 'memories', 'the memory');
  ids(archive.reminders, 'reminders', 'the reminder');
  ids(archive.posts, 'posts', 'the post');
  ids(archive.comments, 'comments', 'the comment');
  ids(archive.letters, 'letters', 'the letter');
  ids(archive.messages, 'messages', 'the message');
  ids(archive.checkins, 'checkins', 'the check-in');
  ids(archive.listItems, 'listItems', 'the list item');
  ids(archive.albums, 'albums', 'the album');

  const memoryComment = kind();
  archive.memories.forEach((memory, m) => {
    (memory.comments ?? []).forEach((comment, c) =>
      memoryComment(
        comment.id,
        ['memories', m, 'comments', c, 'id'],
        `the comment id ${JSON.stringify(comment.id)}`,
      ),
    );
    const reaction = kind();
    (memory.reactions ?? []).forEach((r, i) =>
      reaction(r.userId, ['memories', m, 'reactions', i, 'userId'], 'a reaction of one person'),
    );
  });
  archive.messages.forEach((message, m) => {
    const reaction = kind();
    message.messageReactions.forEach((r, i) =>
      reaction(
        r.userId,
        ['messages', m, 'messageReactions', i, 'userId'],
        'a reaction of one person',
      ),
    );
  });
  const like = kind();
  archive.reactions.forEach((r, i) =>
    like(`${r.postId}\n${r.userId}`, ['reactions', i], 'a like of one person on one post'),
  );
  const checkinDay = kind();
  archive.checkins.forEach((c, i) =>
    checkinDay(`${c.userId}\n${c.day}`, ['checkins', i, 'day'], 'a check-in of one person a day'),
  );
  archive.albums.forEach((album, a) => {
    const member = kind();
    album.memoryIds.forEach((id, i) =>
      member(id, ['albums', a, 'memoryIds', i], `the memory ${JSON.stringify(id)} in one album`),
    );
  });

  // every file the archive names, whatever shows it: a photo's file belongs to one photo
  const file = kind();
  const photo = (p: Photo, where: (string | number)[]) => {
    file(p.path, [...where, 'path'], `the photo file ${JSON.stringify(p.path)}`);
    if (p.clip)
      file(
        p.clip.path,
        [...where, 'clip', 'path'],
        `the photo file ${JSON.stringify(p.clip.path)}`,
      );
  };
  archive.memories.forEach((memory, m) =>
    memory.photos.forEach((p, i) => photo(p, ['memories', m, 'photos', i])),
  );
  archive.posts.forEach((post, n) => {
    if (post.cover) photo(post.cover, ['posts', n, 'cover']);
    post.images.forEach((p, i) => photo(p, ['posts', n, 'images', i]));
  });
  archive.letters.forEach((letter, l) =>
    letter.photos.forEach((p, i) => photo(p, ['letters', l, 'photos', i])),
  );
  archive.messages.forEach((message, m) =>
    message.photos.forEach((p, i) => photo(p, ['messages', m, 'photos', i])),
  );
  return found;
}
