#!/bin/sh
set -e
npx quire build --out dist
aws s3 sync dist s3://docs.example.com --delete --exclude "_quire/assets/*"
aws s3 sync dist/_quire/assets s3://docs.example.com/_quire/assets --cache-control "public, max-age=31536000, immutable"
