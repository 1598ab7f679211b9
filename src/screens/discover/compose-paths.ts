// Where the compose, my-posts and collection screens lead (spec §2 /discover).
export const MY_SHARE_PATH = '/discover/myShare';
export const MY_COLLECTION_PATH = '/discover/myCollection';
export const SHARE_PATH = '/discover/share';
export const FIND_PAGE_PATH = '/discover/findPage';

export const editSharePath = (shareId: string): string => `${SHARE_PATH}?shareId=${encodeURIComponent(shareId)}`;
export const postPath = (shareId: string): string => `/discover/posts?shareId=${encodeURIComponent(shareId)}`;
