-- A language's own picture of an announcement (banners): players reading that language see it in
-- place of the default picture (announcement_images sequence 1); NULL, or the text's removal, brings
-- back the default. Our own images only, as announcement_images.
ALTER TABLE announcement_texts ADD COLUMN image_url text
  CHECK (image_url IS NULL OR image_url ~ '^/(content-art/[a-z0-9-]+\.svg|content-images/[0-9]{1,9}\.(png|jpg))$');
