module kiln

go 1.26
