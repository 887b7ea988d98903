module helm-website/tools/errors-extract

go 1.24
