#!/usr/bin/env bash
# Netlify's `ignore` command (netlify.toml, [build] ignore; docs/DEPLOY.md, "Deploys the company can afford"):
# exit 0 cancels the build, any other exit code lets it run. Each production deploy costs credits, so a commit on
# the production branch that changes nothing the site is built from (tests, docs, browser tests, scripts the build
# does not run) is not built. Everything else builds: deploy previews and branch deploys (they cost no credits and
# the CMS's drafts need them), a first build or one without cache, a deploy of the same commit asked for by hand,
# and any case git cannot answer.
#
# Netlify sets COMMIT_REF (the commit to build), CACHED_COMMIT_REF (the last commit built in this context, equal to
# COMMIT_REF when there is no cache) and CONTEXT (production, deploy-preview, branch-deploy).
set -u

# What `npm run build` reads. A path the build starts to read must be added here: __tests__/unit/netlify-ignore.test.ts
# follows the imports of the gatsby-* entry files and fails on a file outside this list.
BUILD_INPUTS=(
  content
  src
  static
  gatsby-config.ts
  gatsby-node.ts
  gatsby-browser.tsx
  gatsby-ssr.tsx
  scripts/artwork
  package.json
  package-lock.json
  .npmrc
  .nvmrc
  tsconfig.json
  netlify.toml
  netlify
)

from="${CACHED_COMMIT_REF:-}"
to="${COMMIT_REF:-HEAD}"

if [ "${CONTEXT:-production}" != "production" ]; then
  echo "netlify-ignore: ${CONTEXT} builds every commit (no credits)."
  exit 1
fi
if [ -z "$from" ] || [ "$from" = "$to" ]; then
  echo "netlify-ignore: no earlier build to compare with (first build, cache cleared or the same commit): building."
  exit 1
fi

git diff --quiet "$from" "$to" -- "${BUILD_INPUTS[@]}"
status=$?
if [ "$status" -eq 0 ]; then
  echo "netlify-ignore: ${from:0:7}..${to:0:7} changes nothing the site is built from: not building."
  exit 0
fi
if [ "$status" -eq 1 ]; then
  echo "netlify-ignore: ${from:0:7}..${to:0:7} changes what the site is built from: building."
else
  echo "netlify-ignore: git could not compare ${from:0:7} with ${to:0:7} (exit ${status}): building."
fi
exit 1
